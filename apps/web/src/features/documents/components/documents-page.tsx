import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import {
  DEFAULT_DOCUMENT_ORDERING,
  DOCUMENT_COLUMNS,
  DOCUMENTS_PAGE_SIZE,
  DOCUMENTS_TEXTS,
  DOCUMENTS_ZIP_MAX,
  documentsSelectedText,
  sha256Text,
  type TDocument,
  type TDocumentOrderField,
  type TDocumentOrdering,
} from '@portal/contracts/api/documents';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useCallback, useRef, useState } from 'react';
import { useDownloadDocument } from '@/features/documents/api/download-document';
import { useDownloadDocumentsZip } from '@/features/documents/api/download-documents-zip';
import { useDocuments } from '@/features/documents/api/get-documents';
import { useSession } from '@/shared/session/session-store';
import { ScrollingTableContainer } from '@/shared/ui/scrolling-table-container';
import { DocumentPreviewDrawer } from './document-preview-drawer';
import { DocumentSearch } from './document-search';

const cellOf = (document: TDocument, field: TDocumentOrderField): string => {
  switch (field) {
    case 'account':
      return document.account;
    case 'category':
      return document.category;
    case 'company':
      return document.company;
    case 'date_of':
      return formatDisplayDate(document.date_of);
    case 'file_size':
      return document.file_size_verbose;
  }
};

/** A signed document's SHA-256, under its description, to check a downloaded copy against. */
const DocumentHash = ({ sha256 }: { sha256: string }) => (
  <Typography
    variant="caption"
    component="div"
    color="text.secondary"
    sx={{ fontFamily: 'monospace', wordBreak: 'break-all', minWidth: '12rem', maxWidth: '24rem' }}
  >
    {sha256Text(sha256)}
  </Typography>
);

const isPdf = (document: TDocument) => document.content_type === 'application/pdf';

/**
 * /documents/ (spec 002 section 2): autosuggest search, the Annual Summary Pack switch, a server-paged
 * sortable table with checkboxes, Download and Preview (PDFs, in a side viewer) per row, and a bar that
 * downloads the selection as one zip. The selection is kept across pages and cleared when the search
 * or the switch changes the list.
 */
export const DocumentsPage = () => {
  const [search, setSearch] = useState('');
  const [taxPack, setTaxPack] = useState(false);
  const [ordering, setOrdering] = useState<TDocumentOrdering>(DEFAULT_DOCUMENT_ORDERING);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [previewed, setPreviewed] = useState<TDocument | null>(null);
  const documents = useDocuments({
    search,
    isAnnualSummaryTaxPack: taxPack,
    ordering,
    page,
    pageSize: DOCUMENTS_PAGE_SIZE,
  });
  const download = useDownloadDocument();
  const downloadZip = useDownloadDocumentsZip();
  // A viewer of shared accounts downloads one document at a time: the zip is a POST, refused to them.
  const selectable = useSession((session) => session.sharedView === null);

  const searchRef = useRef(search);
  const handleSearch = useCallback((next: string) => {
    if (searchRef.current === next) return;
    searchRef.current = next;
    setSearch(next);
    setPage(1);
    setSelected(new Set());
  }, []);

  const handleTaxPack = (checked: boolean) => {
    setTaxPack(checked);
    setPage(1);
    setSelected(new Set());
  };

  const orderField = ordering.replace(/^-/, '') as TDocumentOrderField;
  const descending = ordering.startsWith('-');
  const handleSort = (field: TDocumentOrderField) => {
    // A new column sorts ascending; the same column again turns the direction.
    setOrdering(field === orderField && !descending ? `-${field}` : field);
    setPage(1);
  };

  const results = documents.data?.results ?? [];
  const count = documents.data?.count ?? 0;
  const pageIds = results.map((d) => d.id);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;

  const toggle = (id: number) =>
    setSelected((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const togglePage = () =>
    setSelected((before) => {
      const next = new Set(before);
      const all = selectedOnPage === pageIds.length;
      for (const id of pageIds) {
        if (all) next.delete(id);
        else next.add(id);
      }
      return next;
    });

  const filtered = search !== '' || taxPack;
  const tooMany = selected.size > DOCUMENTS_ZIP_MAX;

  return (
    <Box component="section" sx={{ pb: selected.size > 0 ? 10 : 0 }}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {DOCUMENTS_TEXTS.title}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <DocumentSearch onSearch={handleSearch} />
        <FormControlLabel
          control={<Switch checked={taxPack} onChange={(event) => handleTaxPack(event.target.checked)} />}
          label={DOCUMENTS_TEXTS.annualSummaryPack}
        />
      </Stack>
      <Paper variant="outlined">
        <ScrollingTableContainer label={DOCUMENTS_TEXTS.title}>
          <Table aria-label={DOCUMENTS_TEXTS.title} size="small">
            <TableHead>
              <TableRow>
                {selectable ? (
                  <TableCell padding="checkbox">
                    <Checkbox
                      indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
                      checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
                      disabled={pageIds.length === 0}
                      onChange={togglePage}
                      slotProps={{ input: { 'aria-label': 'Select all documents on this page' } }}
                    />
                  </TableCell>
                ) : null}
                {DOCUMENT_COLUMNS.map((column) => (
                  <TableCell
                    key={column.ordering}
                    sortDirection={orderField === column.ordering ? (descending ? 'desc' : 'asc') : false}
                    align={column.ordering === 'file_size' ? 'right' : 'left'}
                  >
                    <TableSortLabel
                      active={orderField === column.ordering}
                      direction={orderField === column.ordering && descending ? 'desc' : 'asc'}
                      onClick={() => handleSort(column.ordering)}
                    >
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {results.map((document) => {
                const label = `${document.category} ${document.company} ${formatDisplayDate(document.date_of)}`;
                return (
                  <TableRow key={document.id} hover selected={selected.has(document.id)}>
                    {selectable ? (
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.has(document.id)}
                          onChange={() => toggle(document.id)}
                          slotProps={{ input: { 'aria-label': `Select ${label}` } }}
                        />
                      </TableCell>
                    ) : null}
                    {DOCUMENT_COLUMNS.map((column) => (
                      <TableCell
                        key={column.ordering}
                        align={column.ordering === 'file_size' ? 'right' : 'left'}
                      >
                        {cellOf(document, column.ordering)}
                        {column.ordering === 'company' && document.sha256 ? (
                          <DocumentHash sha256={document.sha256} />
                        ) : null}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {isPdf(document) ? (
                        <Button
                          size="small"
                          onClick={() => setPreviewed(document)}
                          aria-label={`${DOCUMENTS_TEXTS.preview} ${label}`}
                        >
                          {DOCUMENTS_TEXTS.preview}
                        </Button>
                      ) : null}
                      <Button
                        size="small"
                        onClick={() => download.mutate(document)}
                        aria-label={`${DOCUMENTS_TEXTS.download} ${label}`}
                      >
                        {DOCUMENTS_TEXTS.download}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
              {documents.isSuccess && count === 0 ? (
                <TableRow>
                  <TableCell
                    colSpan={DOCUMENT_COLUMNS.length + 2}
                    align="center"
                    sx={{ py: 6, color: 'text.secondary', fontWeight: 600 }}
                  >
                    {filtered ? DOCUMENTS_TEXTS.noResults : DOCUMENTS_TEXTS.noDocuments}
                  </TableCell>
                </TableRow>
              ) : null}
            </TableBody>
          </Table>
        </ScrollingTableContainer>
        <TablePagination
          component="div"
          count={count}
          page={Math.min(page - 1, Math.max(0, Math.ceil(count / DOCUMENTS_PAGE_SIZE) - 1))}
          rowsPerPage={DOCUMENTS_PAGE_SIZE}
          rowsPerPageOptions={[DOCUMENTS_PAGE_SIZE]}
          onPageChange={(_event, next) => setPage(next + 1)}
        />
      </Paper>
      {selected.size > 0 ? (
        <Paper
          elevation={6}
          role="region"
          aria-label="Selected documents"
          sx={{
            position: 'fixed',
            left: 0,
            right: 0,
            bottom: 0,
            zIndex: (theme) => theme.zIndex.appBar,
            px: 3,
            py: 1.5,
          }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
            <Typography sx={{ flex: 1 }}>{documentsSelectedText(selected.size)}</Typography>
            {tooMany ? (
              <Typography variant="body2" color="error">
                {`At most ${DOCUMENTS_ZIP_MAX} documents can be downloaded at once.`}
              </Typography>
            ) : null}
            <Button onClick={() => setSelected(new Set())}>Clear</Button>
            <Button
              variant="contained"
              disabled={tooMany || downloadZip.isPending}
              onClick={() => downloadZip.mutate([...selected])}
            >
              {DOCUMENTS_TEXTS.download}
            </Button>
          </Stack>
        </Paper>
      ) : null}
      <DocumentPreviewDrawer
        document={previewed}
        onClose={() => setPreviewed(null)}
        onDownload={(document) => download.mutate(document)}
      />
    </Box>
  );
};
