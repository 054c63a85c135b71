import Dispatch

/// The files a path or a scan found, read on one background thread while the run is planned.
///
/// Planning a repository (finding each file's project, reading its `project.pbxproj`, choosing
/// configurations) runs on one core; reading thousands of files is most of what the other core
/// could do meanwhile (docs/performance.md, "Reading while planning"). The run asks for each
/// planned file's bytes with ``bytes(of:)``: a file read ahead is not read again, and one that
/// could not be read ahead is read by the run as before, which reports its failure. Files the
/// plan leaves out (a test target's) are read for nothing: a fifth more reading, on the idle core.
final class FilePrefetch: @unchecked Sendable {
    /// Written only by the reading thread, before `finished` is left; read only after waiting for
    /// it (the group orders the two), so it needs no lock.
    private var contents: [String: [UInt8]] = [:]
    private let finished = DispatchGroup()

    /// Starts reading the regular files among `items`, in their order, when there are several.
    init(_ items: [InputDiscovery.Item]) {
        let paths = items.compactMap { item -> String? in
            if case .file(let path) = item { return path }
            return nil
        }
        finished.enter()
        // One file has nothing to overlap, and a run that starts no thread starts faster: a lint
        // of one manifest never starts Dispatch's threads (`parallelMap` maps one file in place).
        guard paths.count > 1 else {
            finished.leave()
            return
        }
        DispatchQueue.global().async { [self] in
            var read: [String: [UInt8]] = Dictionary(minimumCapacity: paths.count)
            for path in paths {
                if let bytes = try? FileIO.read(path) { read[path] = bytes }
            }
            contents = read
            finished.leave()
        }
    }

    /// The bytes of the file at `path` as read ahead, once the reading has finished; nil when it
    /// was not read ahead or could not be (the caller reads it itself).
    func bytes(of path: String) -> [UInt8]? {
        finished.wait()
        return contents[path]
    }

    /// Lets go of what was read ahead, once the run has taken what it needs: the files the plan
    /// left out would otherwise stay in memory for the whole run. Called after every
    /// ``bytes(of:)`` has returned, on the thread that asked for them.
    func discard() {
        finished.wait()
        contents = [:]
    }
}
