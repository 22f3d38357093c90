export { SystemTab } from '../../system/components/SystemTab';
