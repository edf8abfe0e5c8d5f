// Test setup for jsdom tests: jest-dom matchers and an in-memory IndexedDB for localforage.
import '@testing-library/jest-dom';
import 'fake-indexeddb/auto';
