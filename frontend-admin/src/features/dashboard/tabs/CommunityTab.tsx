export { CommunityTab } from '../../members/components/CommunityTab';
