export { ClaimedRewardsPageScreen as default } from './HistoryPages';
