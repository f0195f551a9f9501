export * from './users';
export * from './people';
export * from './ideas';
export * from './courses';
export * from './documents';
export * from './badges';
export * from './login-throttle';
export * from './row-counts';
