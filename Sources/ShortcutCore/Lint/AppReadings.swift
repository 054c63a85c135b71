/// A run's files read, and what the files of one app say about each other settled, before any
/// rule runs: `lint` and `extract` both start here, so an entry one of them sets aside the other
/// sets aside too.
///
/// In order: each file read on its own (in parallel); calls of helpers other files define read
/// again (``FollowedHelpers``); code titles that are localization keys read as the app's text
/// (``LocalizedCodeTitles``); the files grouped into apps (``AppGrouping``); then the
/// Interface Builder items whose key the app's code changes (``RunTimeKeyChanges``) and the main
/// menus a SwiftUI `App` never shows (``SwiftUIMenuBar``) set aside.
enum AppReadings {
    /// The readings are in input order; every file is in exactly one group.
    static func read(_ jobs: [LintJob]) -> (readings: [InputReading], groups: [AppGrouping.Group]) {
        var readings = jobs.parallelMap { job in
            InputReading(job.source, as: InputKind(job.source), configuration: job.linter.configuration)
        }
        FollowedHelpers.follow(&readings, jobs: jobs)
        LocalizedCodeTitles.apply(to: &readings, jobs: jobs)
        let groups = AppGrouping.groups(jobs, readings)
        RunTimeKeyChanges.setAside(in: &readings, groups: groups)
        SwiftUIMenuBar.setAside(in: &readings, groups: groups)
        return (readings, groups)
    }
}
