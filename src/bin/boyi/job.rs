//! `boyi job`: runs a worker job natively, printing each reply as one line of JSON.

use boyi::jobs::{Reply, Request, Runner};

#[derive(clap::Args)]
pub struct Args {
    /// The request as JSON, e.g. '{"id":1,"job":{"kind":"self_test","pigeons":6}}'.
    request: String,
}

pub fn run(args: Args) -> Result<(), String> {
    let request: Request = serde_json::from_str(&args.request)
        .map_err(|e| format!("job: the request is not valid JSON for a job: {e}"))?;
    let print = |reply: &Reply| {
        println!(
            "{}",
            serde_json::to_string(reply).expect("replies serialise")
        )
    };
    let reply = Runner::new().answer(&request, &mut |done, total| {
        print(&Reply::Progress {
            id: request.id,
            done,
            total,
        })
    });
    print(&reply);
    match reply {
        Reply::Failed { error, .. } => Err(error),
        _ => Ok(()),
    }
}
