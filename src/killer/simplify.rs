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
    let mut occurs: Vec<Vec<u32>> = vec![Vec::new(); 2 * variables];
    for (c, clause) in all.iter().enumerate() {
        for &lit in clause.iter() {
            occurs[index(lit)].push(c as u32);
        }
    }
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
        for &c in &occurs[index(lit)] {
            satisfied[c as usize] = true;
        }
        for &c in &occurs[index(-lit)] {
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
