// testTimeout is a global jest option, ignored per project: the e2e project sets its own here.
jest.setTimeout(90_000);
