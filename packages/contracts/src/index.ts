export * from './rules';
export * from './contact';
export * from './entities';
export * from './pagination';
export * from './images';
export * from './users';
export * from './photos';
