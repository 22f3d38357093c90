export { CounselingTab } from '../../counseling/components/CounselingTab';
