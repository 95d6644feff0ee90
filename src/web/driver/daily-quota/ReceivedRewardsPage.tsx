export { ReceivedRewardsPageScreen as default } from './HistoryPages';
