export { TeachingsTab } from '../../teachings/components/TeachingsTab';
