/** Files the build emits as assets and imports as their URL (rspack asset/resource). */
declare module '*.woff2' {
  const url: string;
  export default url;
}
