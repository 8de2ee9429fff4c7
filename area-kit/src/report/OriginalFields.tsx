import { useRef, type Dispatch } from 'react';
import styled from 'styled-components';
import { Button, CloseIcon, IconButton, Input, TextField, VisuallyHidden } from 'shared-kit/ui';
import { REPORT_SPORTS } from '@console/contract/reports';
import { changeThenFocus } from './changeThenFocus';
import { NameListField } from './NameListField';
import type { NameList, OriginalValues, ReportFormAction } from './reportForm';

const Box = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  min-width: 0;
  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
`;

const Lists = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 0 ${({ theme }) => theme.space.md};
`;

const Bets = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: ${({ theme }) => theme.space.sm};
  caption {
    text-align: left;
    font-weight: 600;
    font-size: ${({ theme }) => theme.font.size.sm};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  th {
    text-align: left;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} 0;
  }
  td {
    padding: 0 ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xs} 0;
  }
`;

const Head = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const ErrorText = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export interface OriginalFieldsProps {
  index: number;
  original: OriginalValues;
  canRemove: boolean;
  /** Field errors by path inside the original ('sportNames', 'pl', 'betDetails.1'...). */
  errors: ReadonlyMap<string, string>;
  suggestions: { eventName: string; marketName: string };
  dispatch: Dispatch<ReportFormAction>;
  /** Removes this original (the form then puts the keyboard on + Add Original). */
  onRemove: () => void;
}

const LISTS: ReadonlyArray<{ list: NameList; label: string }> = [
  { list: 'sportNames', label: 'Sport Name' },
  { list: 'eventNames', label: 'Event Name' },
  { list: 'marketNames', label: 'Market Name' },
];

/** One original of the form: its sports, events, markets, P&L and bet details. */
export function OriginalFields({
  index,
  original,
  canRemove,
  errors,
  suggestions,
  dispatch,
  onRemove,
}: OriginalFieldsProps) {
  const number = index + 1;
  const betError = [...errors].find(([path]) => path.startsWith('betDetails'))?.[1];
  const box = useRef<HTMLFieldSetElement>(null);
  const addBetButton = useRef<HTMLButtonElement>(null);
  const betName = (betIndex: number) => `bet detail ${betIndex + 1} of original ${number}`;
  const addBet = () =>
    changeThenFocus(
      () => dispatch({ type: 'addBet', original: index }),
      () => box.current?.querySelector<HTMLElement>(`[aria-label="Odds, ${betName(original.betDetails.length)}"]`),
    );
  const removeBet = (betIndex: number) =>
    changeThenFocus(
      () => dispatch({ type: 'removeBet', original: index, bet: betIndex }),
      () => addBetButton.current,
    );
  return (
    <Box ref={box} data-original={number}>
      <legend>Original {number}</legend>
      {canRemove && (
        <Head>
          <Button variant="danger" size="sm" onClick={onRemove}>
            Remove Original {number}
          </Button>
        </Head>
      )}
      <Lists>
        {LISTS.map(({ list, label }) => (
          <NameListField
            key={list}
            label={label}
            owner={`original ${number}`}
            names={original[list]}
            options={list === 'sportNames' ? REPORT_SPORTS : undefined}
            suggestions={
              list === 'eventNames'
                ? suggestions.eventName
                : list === 'marketNames'
                  ? suggestions.marketName
                  : undefined
            }
            error={errors.get(list)}
            onChange={(at, value) => dispatch({ type: 'name', original: index, list, index: at, value })}
            onAdd={() => dispatch({ type: 'addName', original: index, list })}
            onRemove={(at) => dispatch({ type: 'removeName', original: index, list, index: at })}
          />
        ))}
      </Lists>
      <TextField
        label={
          <>
            P&L<VisuallyHidden> of original {number}</VisuallyHidden>
          </>
        }
        type="number"
        step="0.01"
        placeholder="0"
        required
        value={original.pl}
        error={errors.get('pl')}
        onChange={(event) => dispatch({ type: 'pl', original: index, value: event.target.value })}
      />
      <Bets>
        <caption>Bet Details of Original {number}</caption>
        <thead>
          <tr>
            <th scope="col">Odds</th>
            <th scope="col">Stack</th>
            <th scope="col">Time (HH:MM:SS)</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {original.betDetails.map((bet, betIndex) => {
            const invalid = errors.has(`betDetails.${betIndex}`) || undefined;
            const name = betName(betIndex);
            return (
              <tr key={betIndex}>
                {(['odds', 'stack'] as const).map((field) => (
                  <td key={field}>
                    <Input
                      type="number"
                      step="0.01"
                      placeholder="0"
                      aria-label={`${field === 'odds' ? 'Odds' : 'Stack'}, ${name}`}
                      aria-invalid={invalid}
                      value={bet[field]}
                      onChange={(event) =>
                        dispatch({ type: 'bet', original: index, bet: betIndex, field, value: event.target.value })
                      }
                    />
                  </td>
                ))}
                <td>
                  <Input
                    placeholder="HH:MM:SS"
                    aria-label={`Time, ${name}`}
                    aria-invalid={invalid}
                    value={bet.time}
                    inputMode="numeric"
                    onChange={(event) =>
                      dispatch({
                        type: 'bet',
                        original: index,
                        bet: betIndex,
                        field: 'time',
                        value: event.target.value,
                      })
                    }
                  />
                </td>
                <td>
                  {betIndex > 0 && (
                    <IconButton
                      label={`Remove ${name}`}
                      icon={<CloseIcon />}
                      tone="danger"
                      onClick={() => removeBet(betIndex)}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Bets>
      {betError && <ErrorText role="status">{betError}</ErrorText>}
      <Button ref={addBetButton} variant="secondary" size="sm" onClick={addBet}>
        + Add Bet Detail
      </Button>
    </Box>
  );
}
