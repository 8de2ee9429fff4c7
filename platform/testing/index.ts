export * from './fakeApi';
export * from './clock';
