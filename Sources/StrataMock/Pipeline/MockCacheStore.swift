import Foundation
import StrataIndex
import StrataModel
import StrataWorkspace

/// How much of the previous runs a mock run used (`MockOutcome.cacheUse`).
public enum MockCacheUse: Sendable, Equatable {
    /// No cache (`--no-cache`), or none that applied: every protocol read and every mock rendered.
    case none
    /// Nothing changed since the last run: its plan was repeated without indexing or rendering.
    case replayed
    /// The project was indexed; `reused` mocks came from the cache, `rendered` were rendered now.
    case reused(mocks: Int, rendered: Int)
}

/// One mock run's use of its two caches (`MockResultCache`, `MockRenderCache`): the key it runs
/// under, the sources as they are now, and what the previous run left.
struct MockCacheStore {
    let rootPath: String
    let directory: String
    let key: String
    let excludes: [String]
    let previous: MockResultCache?
    let states: SourceStates

    init(project: URL, key: String, excludes: [String]) {
        let location = ProjectCacheLocation(project: project)
        let root = location.rootPath
        rootPath = root
        directory = location.directory
        self.key = key
        self.excludes = excludes
        let previous = MockResultCache.load(from: directory)
        self.previous = previous
        states = SourceStates.scan(root: root, excludes: excludes, previous: previous?.states)
    }

    /// The previous run's plan with the planned files' contents (read now), when nothing it depends
    /// on changed; nil otherwise.
    func replayable() -> (record: MockResultCache, files: [OutputFile])? {
        guard let previous, previous.key == key, previous.states == states,
            previous.manifestChecksum == MockResultCache.checksum(ofFile: rootPath + "/" + Manifest.relativePath)
        else { return nil }
        var files: [OutputFile] = []
        files.reserveCapacity(previous.files.count)
        for file in previous.files {
            // Each planned file must hold what was planned (so the repeated plan is the same plan).
            guard let contents = try? String(contentsOfFile: rootPath + "/" + file.path, encoding: .utf8),
                FileSummary.contentHash(of: contents) == file.contentHash
            else { return nil }
            files.append(OutputFile(path: file.path, contents: contents))
        }
        return (previous, files)
    }

    /// Records a replayed run whose write rewrote the manifest (nothing else changed).
    func saveReplayed(_ record: MockResultCache) {
        var record = record
        record.manifestChecksum = MockResultCache.checksum(ofFile: rootPath + "/" + Manifest.relativePath)
        record.save(to: directory)
    }

    func renders() -> MockRenderCache {
        MockRenderCache.load(from: directory) ?? MockRenderCache(executable: ExecutableIdentity.current, renders: [:], verified: [])
    }

    /// Keeps what a full run made: its renders and verified pieces (nil: as they are); its plan only when the
    /// sources after the run are the ones it read plus its own writes (a file edited while it ran
    /// leaves no record that stands for neither).
    func save(record: MockResultCache, renders: MockRenderCache?, index: SourceIndex, written: Set<String>) {
        renders?.save(to: directory)
        guard Self.indexMatches(states, index) else { return }
        let after = written.isEmpty ? states : SourceStates.scan(root: rootPath, excludes: excludes, previous: states)
        let before = Dictionary(states.files.map { ($0.path, $0.contentHash) }, uniquingKeysWith: { first, _ in first })
        let now = Dictionary(after.files.map { ($0.path, $0.contentHash) }, uniquingKeysWith: { first, _ in first })
        for (path, hash) in now where !written.contains(path) && before[path] != hash { return }
        for path in before.keys where !written.contains(path) && now[path] == nil { return }
        guard after.xcodeProjects == states.xcodeProjects else { return }
        var record = record
        record.states = after
        record.manifestChecksum = MockResultCache.checksum(ofFile: rootPath + "/" + Manifest.relativePath)
        record.save(to: directory)
    }

    /// Whether the index was made of exactly the scanned files.
    private static func indexMatches(_ states: SourceStates, _ index: SourceIndex) -> Bool {
        let readable = states.files.filter { $0.contentHash != SourceStates.unreadable }
        guard readable.count == index.files.count else { return false }
        let indexed = Dictionary(index.files.map { ($0.path, $0.contentHash) }, uniquingKeysWith: { first, _ in first })
        return readable.allSatisfy { indexed[$0.path] == $0.contentHash }
    }

    /// Everything besides the sources that decides a run's plan: the request, the settings from
    /// `.strata.yml`, and the executable.
    static func key(_ request: MockRequest, settings: MockPipeline.Settings) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let conventions = settings.conventions.map { (try? encoder.encode($0)).map { String(decoding: $0, as: UTF8.self) } ?? "\(UUID())" } ?? "inferred"
        let selection = request.selection
        let mock = settings.mock
        let parts: [String] = [
            "schema=\(MockResultCache.schemaVersion)",
            "selection=\(selection.annotated)|\(selection.roles.map(\.rawValue))|\(selection.layers.map(\.rawValue))|\(selection.names)|\(selection.paths)",
            "style=\(request.style?.rawValue ?? "-")", "destination=\(request.destination)", "imports=\(request.extraImports)", "force=\(request.force)",
            "conventions=\(conventions)", "excludes=\(settings.excludes)", "layers=\(settings.layerGlobs.map { "\($0.layer.rawValue)=\($0.glob)" })",
            "mock=\(mock.style ?? "-")|\(mock.folder ?? "-")|\(mock.singleFile ?? "-")|\(mock.annotated)|\(mock.roles)|\(mock.layers.map(\.rawValue))|\(mock.names)|\(mock.paths)|\(mock.imports)",
            "executable=\(ExecutableIdentity.current)",
        ]
        return parts.joined(separator: ";")
    }
}
