//! Unit propagation before the SAT solver.
//!
//! A player's formula is full of facts (their own cards, the cards they gave and received,
//! face-up cards, announcements) that fix many variables outright. splr spends most of a
//! small query setting itself up clause by clause (its clause database and watches), so handing it
//! only what unit propagation leaves open makes each query several times faster. Models are
//! mapped back to the original variables; variables no remaining clause mentions are free and
//! get `false`.

/// The formula after unit propagation: the fixed values and the clauses still open,
/// renumbered densely from 1.
pub struct Reduced {
    /// Value of every original variable fixed by propagation (index = variable - 1).
    fixed: Vec<Option<bool>>,
    /// The open clauses over the new numbering.
    pub clauses: Vec<Vec<i32>>,
    /// New variable (index = new - 1) to original variable.
    original: Vec<u32>,
}

/// Propagates the units of `clauses` and `extra`; `None` when that alone finds a conflict.
pub fn reduce(variables: usize, clauses: &[Vec<i32>], extra: &[Vec<i32>]) -> Option<Reduced> {
    let all: Vec<&Vec<i32>> = clauses.iter().chain(extra).collect();
    let index = |lit: i32| 2 * (lit.unsigned_abs() as usize - 1) + usize::from(lit < 0);
    // The clauses of each literal, all in one array (literal i's are
    // occurs[start[i]..start[i + 1]]) rather than a vector per literal: no allocation per
    // literal, and this runs at the start of every deduction.
    let mut start: Vec<u32> = vec![0; 2 * variables + 1];
    for clause in &all {
        for &lit in clause.iter() {
            start[index(lit) + 1] += 1;
        }
    }
    for i in 1..start.len() {
        start[i] += start[i - 1];
    }
    let mut next = start.clone();
    let mut occurs: Vec<u32> = vec![0; start[2 * variables] as usize];
    for (c, clause) in all.iter().enumerate() {
        for &lit in clause.iter() {
            let slot = &mut next[index(lit)];
            occurs[*slot as usize] = c as u32;
            *slot += 1;
        }
    }
    let occurrences = |lit: i32| {
        let i = index(lit);
        &occurs[start[i] as usize..start[i + 1] as usize]
    };
    let mut value: Vec<Option<bool>> = vec![None; variables];
    let mut open: Vec<usize> = all.iter().map(|c| c.len()).collect();
    let mut satisfied = vec![false; all.len()];
    let mut queue: Vec<i32> = Vec::new();
    for clause in &all {
        match clause.len() {
            0 => return None,
            1 => queue.push(clause[0]),
            _ => {}
        }
    }
    let truth = |value: &[Option<bool>], lit: i32| {
        value[lit.unsigned_abs() as usize - 1].map(|v| v == (lit > 0))
    };
    while let Some(lit) = queue.pop() {
        match truth(&value, lit) {
            Some(true) => continue,
            Some(false) => return None,
            None => value[lit.unsigned_abs() as usize - 1] = Some(lit > 0),
        }
        for &c in occurrences(lit) {
            satisfied[c as usize] = true;
        }
        for &c in occurrences(-lit) {
            let c = c as usize;
            open[c] -= 1;
            if satisfied[c] {
                continue;
            }
            match open[c] {
                0 => return None,
                1 => {
                    // The one literal left unassigned (or already true) must hold.
                    if let Some(&unit) = all[c].iter().find(|&&l| truth(&value, l) != Some(false)) {
                        queue.push(unit);
                    }
                }
                _ => {}
            }
        }
    }
    let mut renumber: Vec<u32> = vec![0; variables];
    let mut original = Vec::new();
    let mut reduced = Vec::new();
    for (c, clause) in all.iter().enumerate() {
        if satisfied[c] {
            continue;
        }
        let mut out = Vec::with_capacity(open[c]);
        for &lit in clause.iter() {
            if truth(&value, lit).is_some() {
                continue;
            }
            let v = lit.unsigned_abs() as usize - 1;
            if renumber[v] == 0 {
                original.push(v as u32 + 1);
                renumber[v] = original.len() as u32;
            }
            let new = renumber[v] as i32;
            out.push(if lit > 0 { new } else { -new });
        }
        reduced.push(out);
    }
    Some(Reduced {
        fixed: value,
        clauses: reduced,
        original,
    })
}

impl Reduced {
    /// This formula with `extra` clauses (over the original variables) added and propagated
    /// again. Unit propagation has one fixpoint, so the result is what reducing the original
    /// clauses with `extra` from scratch gives (the same fixed values and open clauses, up to
    /// numbering), but only the open clauses are walked again: the queries of one deduction,
    /// which each add a clause or two to the same view's formula, pay for the whole
    /// propagation once. `None` when propagation finds a conflict.
    pub fn with(&self, extra: &[Vec<i32>]) -> Option<Reduced> {
        let mut renumber: Vec<u32> = vec![0; self.fixed.len()];
        for (k, &v) in self.original.iter().enumerate() {
            renumber[v as usize - 1] = k as u32 + 1;
        }
        // Variables free here (neither fixed nor in an open clause) get numbers of their own.
        let mut original = self.original.clone();
        let mut mapped: Vec<Vec<i32>> = Vec::with_capacity(extra.len());
        'clauses: for clause in extra {
            let mut out = Vec::with_capacity(clause.len());
            for &lit in clause {
                let v = lit.unsigned_abs() as usize - 1;
                let new = match self.fixed[v] {
                    Some(value) if value == (lit > 0) => continue 'clauses,
                    Some(_) => continue,
                    None => {
                        if renumber[v] == 0 {
                            original.push(v as u32 + 1);
                            renumber[v] = original.len() as u32;
                        }
                        renumber[v] as i32
                    }
                };
                out.push(if lit > 0 { new } else { -new });
            }
            if out.is_empty() {
                return None;
            }
            mapped.push(out);
        }
        let inner = reduce(original.len(), &self.clauses, &mapped)?;
        let mut fixed = self.fixed.clone();
        for (k, value) in inner.fixed.iter().enumerate() {
            if value.is_some() {
                fixed[original[k] as usize - 1] = *value;
            }
        }
        Some(Reduced {
            fixed,
            clauses: inner.clauses,
            original: inner
                .original
                .iter()
                .map(|&k| original[k as usize - 1])
                .collect(),
        })
    }

    /// A model of the original formula from a model of the reduced one (signed literals,
    /// indexed by variable - 1).
    pub fn expand(&self, model: &[i32]) -> Vec<i32> {
        let mut full: Vec<i32> = self
            .fixed
            .iter()
            .enumerate()
            .map(|(i, v)| {
                let var = i as i32 + 1;
                if *v == Some(true) {
                    var
                } else {
                    -var
                }
            })
            .collect();
        for &lit in model {
            let original = self.original[lit.unsigned_abs() as usize - 1] as i32;
            full[original as usize - 1] = if lit > 0 { original } else { -original };
        }
        full
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::{Rng, SeedableRng};
    use rand_chacha::ChaCha8Rng;

    fn random_clauses(rng: &mut impl Rng, variables: i32, count: usize) -> Vec<Vec<i32>> {
        (0..count)
            .map(|_| {
                let len = rng.random_range(1..=3);
                (0..len)
                    .map(|_| {
                        let v = rng.random_range(1..=variables);
                        if rng.random_bool(0.5) {
                            v
                        } else {
                            -v
                        }
                    })
                    .collect()
            })
            .collect()
    }

    /// The open clauses over the original variables, each sorted, in sorted order.
    fn open_clauses(reduced: &Reduced) -> Vec<Vec<i32>> {
        let mut clauses: Vec<Vec<i32>> = reduced
            .clauses
            .iter()
            .map(|c| {
                let mut c: Vec<i32> = c
                    .iter()
                    .map(|&l| reduced.original[l.unsigned_abs() as usize - 1] as i32 * l.signum())
                    .collect();
                c.sort();
                c
            })
            .collect();
        clauses.sort();
        clauses
    }

    /// Adding clauses to a reduced formula gives what reducing everything from scratch gives:
    /// the same conflict, fixed values and open clauses.
    #[test]
    fn adding_clauses_to_a_reduced_formula_is_reducing_from_scratch() {
        let mut rng = ChaCha8Rng::seed_from_u64(5);
        let mut compared = 0;
        for _ in 0..3000 {
            let variables = rng.random_range(1..=12);
            let count = rng.random_range(0..=20);
            let clauses = random_clauses(&mut rng, variables, count);
            let extra_count = rng.random_range(1..=3);
            let extra = random_clauses(&mut rng, variables, extra_count);
            let Some(base) = reduce(variables as usize, &clauses, &[]) else {
                continue;
            };
            let scratch = reduce(variables as usize, &clauses, &extra);
            let added = base.with(&extra);
            assert_eq!(
                scratch.is_none(),
                added.is_none(),
                "{clauses:?} + {extra:?}"
            );
            if let (Some(scratch), Some(added)) = (scratch, added) {
                assert_eq!(scratch.fixed, added.fixed, "{clauses:?} + {extra:?}");
                assert_eq!(open_clauses(&scratch), open_clauses(&added));
                compared += 1;
            }
        }
        assert!(compared > 1000, "only {compared} formulas compared");
    }
}
