export * from './adapter.js';
export * from './capabilities.js';
export * from './decisions.js';
export * from './events.js';
export * from './rules.js';
