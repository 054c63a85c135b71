import ShortcutCore

/// What `lint` and `extract` do before their own work, in one place: read `--config`, find the
/// files the paths name (saying on standard error what cannot be read), plan the run (each
/// file's configuration and app, ``LintPlan``), say which configurations cannot be used, and,
/// once the files are read, what a scan left out as not part of the app (``SkippedFiles``). The
/// run goes on with what could be planned; ``failed`` ends it with exit code 2.
struct RunSetup {
    let plan: LintPlan
    /// The files the paths named or a scan found, before the plan chose among them.
    let items: [InputDiscovery.Item]
    /// A path or a configuration could not be used.
    let failed: Bool
    let standardInputName: String?
    /// What the scan and the plan left out.
    let skipped: SkippedFiles
    /// The found files, being read while the run is planned.
    private let prefetch: FilePrefetch

    /// Nil when `--config` cannot be used (its errors are printed): without it nothing can be
    /// planned. `adjust` applies the command line's own settings over every configuration.
    init?(_ input: InputOptions, paths: [String], adjust: (inout LintConfiguration) -> Void = { _ in }) {
        let forced: ConfigurationFile?
        do {
            forced = try input.configuration.path.map { path throws(ConfigurationError) in try LintPlan.loadNamedConfiguration(path) }
        } catch {
            Terminal.report(error)
            return nil
        }
        let listings = FolderListings()
        let excluded = ExcludedFolders(forced: forced, listings: listings)
        let found = InputDiscovery.resolve(paths, skipsFolder: excluded.contains, listings: listings)
        for failure in found.failures { Terminal.error(failure.message) }
        for warning in found.warnings { Terminal.warning(warning) }
        prefetch = FilePrefetch(found.items)
        plan = LintPlan.make(
            items: found.items, explicitPaths: Set(paths), scanRoots: found.scanRoots, stringTables: found.stringTables, forced: forced,
            discovery: excluded.discovery,
            forceExclude: input.forceExclude, standardInputName: input.standardInputName, listings: listings, adjust: adjust)
        for error in plan.configurationErrors { Terminal.report(error) }
        items = found.items
        var skipped = found.skipped
        skipped.formUnion(plan.skipped)
        self.skipped = skipped
        failed = !found.failures.isEmpty || !plan.configurationErrors.isEmpty
        standardInputName = input.standardInputName
    }

    /// Every planned file read into memory, in the plan's order; `failed` when one could not be.
    /// Then says, once, what was left out as not part of the app.
    func read() -> (inputs: [LintRun.Input], failed: Bool) {
        let (inputs, failed, notManifests) = LintRun.read(plan, standardInputName: standardInputName, prefetch: prefetch)
        prefetch.discard()
        var skipped = skipped
        skipped.formUnion(notManifests)
        skipped.announce()
        return (inputs, failed)
    }

    /// The files the run reads, which no output may overwrite; the command adds its outputs.
    var conflicts: OutputConflicts { OutputConflicts(reading: plan) }
}
