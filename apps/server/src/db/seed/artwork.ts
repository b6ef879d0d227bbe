export { renderScene, sceneNames } from './artwork/index';
