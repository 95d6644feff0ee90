import Button from '@mui/material/Button';
import { WALLET_TOPUP_MIN_PHP } from '../../../../../config/constants';
import { FixedGuide } from './FixedGuide';

/** /user-guide/wallet-top-up: how to add money to the wallet (minimum PHP 100). */
export default function WalletTopUpGuidePage() {
  return (
    <FixedGuide
      title="Top up your BRP wallet"
      intro={`Pay rides, pautos and deliveries from your wallet. The minimum top-up is PHP ${WALLET_TOPUP_MIN_PHP}.`}
      picture="/guides/wallet.svg"
      steps={[
        'Open the BRP app and log in.',
        'Tap Wallet, then Top Up.',
        `Enter the amount. The minimum top-up is PHP ${WALLET_TOPUP_MIN_PHP}.`,
        'Choose how you pay and follow the instructions on the screen.',
        'Your new balance shows as soon as the payment is confirmed. Top-ups also earn BRP Points.',
      ]}
      note="The wallet works in the app only. On the website you pay your driver in cash."
      actions={
        <>
          <Button variant="contained" href="/download">
            Get the app
          </Button>
          <Button href="/user-guide">More guides</Button>
        </>
      }
    />
  );
}
