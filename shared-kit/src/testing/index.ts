export * from './fakeApi';
