import { Trans, useLingui } from '@lingui/react/macro';
import { Archive, QrCode, ScanLine } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import {
  isCollectionEditable,
  type CollectionSummary,
} from '../../../../domain/collection/collection';
import { mirrorOfReceipt, type MirrorOfReceipt } from '../../../../domain/trade/receipt';
import { sameAlbum, TradeListError, type TradeList } from '../../../../domain/trade/trade-list';
import { Spinner } from '../../../components/ui/spinner';
import type { IncomingList } from '../incoming-list';
import { useMyTradeList } from '../use-my-trade-list';
import { MirrorView } from './mirror-view';
import { MyCodePanel } from './my-code-panel';
import { OtherAlbumNotice } from './other-album-notice';
import { ScannedMeList } from './scanned-me-list';
import { ScanPanel } from './scan-panel';
import { SwapHistory } from './swap-history';
import { SwapRecorded } from './swap-recorded';
import { SwapView, type RecordedSwap } from './swap-view';
import { useTemplateDetail } from '../../catalogue/api';

type Tab = 'show' | 'scan';

const tabClass =
  'inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-md px-2 text-base font-bold text-muted-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm';

interface TradeScreenProps {
  collection: CollectionSummary;
  incoming: IncomingList | undefined;
  onList: (incoming: IncomingList) => void;
  onClearList: () => void;
  /** A way to my own collection of another album's list, when I collect it. */
  otherAlbumAction: (list: TradeList) => ReactNode;
  onStartCollection: () => void;
}

/**
 * Trade in person for one collection (docs/product.md "Trade in person"): my code or scanning
 * theirs; then the swap both ways, its confirmation, and below, who scanned me and my swaps so
 * far.
 */
export function TradeScreen({
  collection,
  incoming,
  onList,
  onClearList,
  otherAlbumAction,
  onStartCollection,
}: TradeScreenProps) {
  const [tab, setTab] = useState<Tab>('show');
  const [recorded, setRecorded] = useState<RecordedSwap>();
  // The partner's confirmed swap whose mirror I am about to record (decision 017 "The mirror").
  const [mirror, setMirror] = useState<MirrorOfReceipt>();
  // After a swap, my code shows my list from just before it, so the partner who scans back sees
  // the same swap from their side (after it, nothing would be left to swap).
  const [scanBack, setScanBack] = useState<RecordedSwap>();
  const { list, codes, stickers } = useMyTradeList(collection);
  // The album's specials (decision 021); offline without them, every sticker counts as one.
  const specials = useTemplateDetail(collection.templateId).data?.specials;
  const isEditable = isCollectionEditable(collection);
  const { t } = useLingui();

  const showMyCode = () => {
    setScanBack(recorded?.isMirror ? undefined : recorded);
    setMirror(undefined);
    setRecorded(undefined);
    onClearList();
    setTab('show');
  };

  let main: ReactNode;
  if (!isEditable) {
    // docs/product.md: an archived collection is read-only, so it cannot swap.
    main = (
      <p role="alert" className="flex gap-3 rounded-card border bg-muted/60 p-4">
        <Archive aria-hidden className="mt-0.5 size-5 shrink-0" />
        <span>
          <strong className="block">
            <Trans>This album is archived</Trans>
          </strong>
          <Trans>
            Archived albums can’t trade in person. Activate it on the dashboard to swap again.
          </Trans>
        </span>
      </p>
    );
  } else if (recorded) {
    main = <SwapRecorded swap={recorded} onShowMyCode={showMyCode} />;
  } else if (mirror && list && codes) {
    main = (
      <MirrorView
        key={mirror.receiptId}
        collectionId={collection.id}
        mirror={mirror}
        mine={list}
        codes={codes}
        onRecorded={(swap) => {
          setRecorded(swap);
          setMirror(undefined);
        }}
        onCancel={() => setMirror(undefined)}
      />
    );
  } else if (incoming && !(list && codes)) {
    main = stickers.isError ? (
      <p role="alert">
        <Trans>Your stickers for this album couldn’t be loaded. Connect and try again.</Trans>
      </p>
    ) : (
      <Spinner label={t`Reading your stickers…`} className="text-muted-foreground" />
    );
  } else if (incoming && list && codes) {
    main = sameAlbum(list, incoming.list) ? (
      <SwapView
        key={`${incoming.list.username}:${incoming.list.madeAt}`}
        collectionId={collection.id}
        mine={list}
        codes={codes}
        specials={specials}
        incoming={incoming}
        onRecorded={(swap) => {
          setRecorded(swap);
          onClearList();
        }}
        onCancel={onClearList}
        onShowMyCode={showMyCode}
      />
    ) : (
      <OtherAlbumNotice
        list={incoming.list}
        action={otherAlbumAction(incoming.list)}
        onStartCollection={onStartCollection}
        onDismiss={() => {
          onClearList();
          setTab('scan');
        }}
      />
    );
  } else {
    main = (
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="grid gap-4">
        <Tabs.List aria-label={t`Trade in person`} className="flex gap-1 rounded-lg bg-muted p-1">
          <Tabs.Trigger value="show" className={tabClass}>
            <QrCode aria-hidden className="size-5" />
            <Trans>My code</Trans>
          </Tabs.Trigger>
          <Tabs.Trigger value="scan" className={tabClass}>
            <ScanLine aria-hidden className="size-5" />
            <Trans>Scan a code</Trans>
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="show" className="outline-none">
          <MyCodePanel
            collection={collection}
            list={scanBack?.myListBefore ?? list}
            scanBack={
              scanBack && {
                partnerName: scanBack.partnerName,
                onDone: () => setScanBack(undefined),
              }
            }
          />
        </Tabs.Content>
        <Tabs.Content value="scan" className="outline-none">
          <ScanPanel
            onList={onList}
            onReceipt={(receipt) => {
              if (!list || !codes) {
                throw new TradeListError(
                  t`Your stickers for this album are still loading — scan the receipt again in a moment`,
                );
              }
              setMirror(mirrorOfReceipt(receipt, list, codes));
            }}
          />
        </Tabs.Content>
      </Tabs.Root>
    );
  }

  return (
    <div className="grid gap-8">
      {main}
      {isEditable && !incoming && !mirror && (
        <ScannedMeList
          collectionId={collection.id}
          onList={onList}
          onMirror={(next) => {
            setMirror(next);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
      <SwapHistory collectionId={collection.id} isEditable={isEditable} />
    </div>
  );
}
