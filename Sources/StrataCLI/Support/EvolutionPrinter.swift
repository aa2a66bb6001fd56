import StrataModel
import StrataRewrite
import StrataWorkspace

/// Prints what an evolution command did (or would do): the diff on a dry run, each change with
/// its place, the places left for a person, and what was already there.
struct EvolutionPrinter {
    let console: Console

    func print(_ outcome: EvolutionRun.Outcome, dryRun: Bool, showPresent: Bool = true) {
        let plan = outcome.plan
        console.recovery(outcome.recovery)
        if !plan.typeMapping.isEmpty {
            console.info("from the reference type:")
            for line in plan.typeMapping { console.info("  " + line) }
        }
        if dryRun, let writePlan = outcome.writePlan { console.out(writePlan.unifiedDiff) }
        for change in plan.changes { console.info("  \(change.path):\(change.line): \(change.summary)") }
        for present in plan.alreadyPresent where showPresent { console.info("  already there: \(present)") }
        console.report(plan.unhandled)
        let files = Set(plan.rewrites.filter { $0.original != $0.rewritten }.map(\.path)).count + plan.newFiles.count
        if files == 0 {
            console.info("nothing to change")
        } else {
            console.info(
                "\(dryRun ? "--dry-run: would change" : "changed") \(files) file(s)"
                    + (plan.unhandled.isEmpty ? "" : "; \(plan.unhandled.count) place(s) to finish by hand (above)"))
        }
    }
}
