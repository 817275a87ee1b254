import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '../../../domain/product';

const needs = ['17', '23', '58', '102', '131', '140', '188', '201'];
const forTrade = ['9', '31', '77', '96', '150'];

function NumberRow({ numbers, y, tone }: { numbers: string[]; y: number; tone: 'need' | 'trade' }) {
  return numbers.map((number, index) => (
    <g key={number} transform={`translate(${16 + index * 34} ${y})`}>
      <rect
        width="30"
        height="24"
        rx="5"
        className={tone === 'need' ? 'fill-card stroke-needed' : 'fill-accent'}
        strokeWidth={tone === 'need' ? 1.5 : 0}
      />
      <text
        x="15"
        y="16.5"
        fontSize="11"
        fontWeight="800"
        textAnchor="middle"
        className={tone === 'need' ? 'fill-foreground' : 'fill-accent-foreground'}
      >
        {number}
      </text>
    </g>
  ));
}

/** A miniature of the downloadable trade list image: title, a Needs grid and a For Trade grid. */
export function TradeImagePreview() {
  return (
    <svg viewBox="0 0 300 176" aria-hidden focusable="false" className="h-auto w-full">
      <rect
        x="1"
        y="1"
        width="298"
        height="174"
        rx="12"
        className="fill-background stroke-border"
      />
      <text x="16" y="26" fontSize="13" fontWeight="800" className="fill-foreground">
        <Trans>My Football Album</Trans>
      </text>
      <text x="284" y="26" fontSize="11" fontWeight="700" textAnchor="end" className="fill-owned">
        <Trans>74% complete</Trans>
      </text>
      <text x="16" y="50" fontSize="10" fontWeight="800" className="fill-muted-foreground">
        <Trans>NEEDS</Trans>
      </text>
      <NumberRow numbers={needs} y={56} tone="need" />
      <text x="16" y="102" fontSize="10" fontWeight="800" className="fill-muted-foreground">
        <Trans>FOR TRADE</Trans>
      </text>
      <NumberRow numbers={forTrade} y={108} tone="trade" />
      <text x="150" y="160" fontSize="9" textAnchor="middle" className="fill-muted-foreground">
        <Trans>Made with {PRODUCT_NAME}</Trans>
      </text>
    </svg>
  );
}
