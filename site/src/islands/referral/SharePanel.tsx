// The share link (`<origin>/r/<code>`) with its copy button and the share intents; each intent click
// is counted (POST /api/investor/referrals/shares) before the platform's composer opens in a new tab.
import { useId } from 'react';
import { trackReferralShare } from '../../stores/referral';
import { CopyButton } from '../ui/CopyButton';
import { referralLink, shareIntents } from './share-intents';

type SharePanelProps = { referralCode: string; referralPath: string };

/** The link and the five share buttons. */
export function SharePanel({ referralCode, referralPath }: SharePanelProps) {
  const inputId = useId();
  const link = referralLink(window.location.origin, referralPath);
  return (
    <div data-slot="share-panel" className="space-y-5">
      <div>
        <label htmlFor={inputId} className="text-sm font-medium text-gray-200">Your referral link</label>
        <div className="mt-2 flex gap-2">
          <input
            id={inputId}
            readOnly
            value={link}
            data-slot="referral-link"
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 rounded-md border border-gray-700 bg-gray-950 px-3 py-2 font-mono text-sm text-white"
          />
          <CopyButton value={link} toastDescription="Your referral link is on the clipboard." aria-label="Copy referral link">
            Copy
          </CopyButton>
        </div>
        <p className="mt-2 text-sm text-gray-300">
          Code <span className="font-mono font-semibold text-white" data-slot="referral-code">{referralCode}</span>
        </p>
      </div>
      <div>
        <h3 className="text-sm font-medium text-gray-200">Share on</h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {shareIntents(link).map(({ platform, label, url }) => (
            <li key={platform}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                data-slot="share-intent"
                data-platform={platform}
                onClick={() => void trackReferralShare(platform, referralCode)}
                className="inline-block rounded-md border border-slate-500 px-3 py-2 text-sm font-medium text-gray-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cyan-300"
              >
                {label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
