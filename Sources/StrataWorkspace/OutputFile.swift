/// A file Strata wants to exist after a run.
///
/// `path` is relative to the output root and always uses `/` separators, whatever the platform,
/// so plans and manifests are identical on every machine.
public struct OutputFile: Sendable, Hashable {
    package var path: String
    package var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
