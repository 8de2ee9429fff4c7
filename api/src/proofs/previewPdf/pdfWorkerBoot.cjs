// Entry of the PDF worker thread. A worker starts a fresh module system, so it registers tsx itself to
// load the TypeScript worker, the same way whether the API runs under tsx (npm start) or jest.
require('tsx/cjs/api').register();
require('./pdfWorker.ts');
