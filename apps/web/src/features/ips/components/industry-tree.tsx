// The sector/industry tree of the customisation step: a restriction select per sector, industry group
// and industry. A group shows what all its industries share, or 'Mixed'; setting a group sets all of
// its industries after a confirmation (spec 001 section 4).
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ipsTexts, type TIndustryRestriction } from '@portal/contracts/api/ips';
import {
  MIXED,
  nodeValue,
  RESTRICTION_TYPES,
  restrictionLabels,
  setNode,
  type TLeafValues,
  type TRestrictionType,
} from '@portal/contracts/api/ips-restriction-tree';
import { useState } from 'react';

type TProps = {
  nodes: TIndustryRestriction[];
  values: TLeafValues;
  onChange: (values: Record<number, TRestrictionType | null>) => void;
};

export const IndustryTree = ({ nodes, values, onChange }: TProps) => {
  const [pending, setPending] = useState<{ id: number; value: TRestrictionType | null } | null>(null);
  const childrenOf = (id: number | null) => nodes.filter((n) => n.parent === id);
  const pick = (node: TIndustryRestriction, value: TRestrictionType | null) => {
    if (node.is_leaf) onChange(setNode(nodes, values, node.id, value));
    else setPending({ id: node.id, value });
  };

  const select = (node: TIndustryRestriction) => {
    const current = nodeValue(nodes, values, node.id);
    // The design system's select (MUI, native mode like every select of the forms: it works the same on
    // phones), named by its node.
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.5, flexWrap: 'wrap' }}>
        <Typography component="span" sx={{ flex: '1 1 200px', fontWeight: node.is_leaf ? 400 : 600 }}>
          {node.name}
        </Typography>
        <TextField
          select
          size="small"
          margin="none"
          fullWidth={false}
          value={current ?? ''}
          onChange={(event) => pick(node, (event.target.value || null) as TRestrictionType | null)}
          slotProps={{ select: { native: true }, htmlInput: { 'aria-label': node.name } }}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          <option value="">{restrictionLabels.none}</option>
          {current === MIXED ? (
            <option value={MIXED} disabled>
              {restrictionLabels.mixed}
            </option>
          ) : null}
          {RESTRICTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {restrictionLabels[type]}
            </option>
          ))}
        </TextField>
      </Box>
    );
  };

  const branch = (node: TIndustryRestriction, depth: number) => (
    <Box key={node.id} sx={{ pl: depth * 2 }}>
      {select(node)}
      {childrenOf(node.id).map((child) => branch(child, depth + 1))}
    </Box>
  );

  const pendingNode = pending ? nodes.find((n) => n.id === pending.id) : undefined;
  return (
    <Box>
      {childrenOf(null).map((sector) => (
        <Accordion key={sector.id} disableGutters>
          <AccordionSummary aria-controls={`sector-${sector.id}`}>
            <Typography sx={{ flex: 1 }}>{sector.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {(() => {
                const v = nodeValue(nodes, values, sector.id);
                return v === null ? '' : restrictionLabels[v];
              })()}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`sector-${sector.id}`}>{branch(sector, 0)}</AccordionDetails>
        </Accordion>
      ))}
      <Dialog
        open={pendingNode !== undefined}
        onClose={() => setPending(null)}
        aria-labelledby="group-change-title"
      >
        <DialogTitle id="group-change-title">{ipsTexts.groupChangeTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {pendingNode ? ipsTexts.groupChangeText(pendingNode.name) : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              if (pending) onChange(setNode(nodes, values, pending.id, pending.value));
              setPending(null);
            }}
          >
            Confirm
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
};
