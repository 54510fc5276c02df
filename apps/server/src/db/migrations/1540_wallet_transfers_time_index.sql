-- The back office's activity report (docs/decisions/020) reads the ledger's transfers of a range of days.
-- Transfers are append-only and created_at is the insert's time, so the table lies in time order on disk: a
-- BRIN index finds a range's pages for a few kilobytes and costs the write path (every bet) almost nothing,
-- where a B-tree would add a page write to each transfer. autosummarize: a filled page range is summarized
-- by autovacuum soon after, so a recent day is not read as "unsummarized, scan it all".
CREATE INDEX wallet_transfers_created_brin ON wallet_transfers USING brin (created_at) WITH (autosummarize = on);
