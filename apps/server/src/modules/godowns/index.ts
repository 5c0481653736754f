export { godownRoutes } from './godowns.routes.ts';
export { GODOWN_MESSAGES, godownForMovement } from './godowns.service.ts';
export {
  defaultGodownId,
  findGodown,
  listGodowns,
  stockByGodown,
  stockInGodown,
} from './godowns.repo.ts';
