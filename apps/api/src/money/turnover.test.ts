import { wageringStatus } from './turnover';

describe('wageringStatus', () => {
  it('asks deposits × the multiple and owes what the bets have not covered', () => {
    expect(wageringStatus({ bets: 3000, deposits: 10000 }, 100)).toEqual({ done: 3000, required: 10000, owed: 7000 });
    expect(wageringStatus({ bets: 3000, deposits: 10000 }, 150)).toEqual({ done: 3000, required: 15000, owed: 12000 });
  });

  it('owes nothing once met, or without a deposit', () => {
    expect(wageringStatus({ bets: 20000, deposits: 10000 }, 100)).toEqual({ done: 20000, required: 10000, owed: 0 });
    expect(wageringStatus({ bets: 500, deposits: 0 }, 100)).toEqual({ done: 500, required: 0, owed: 0 });
  });
});
