import StrataModel

extension ArtifactKind {
    /// Whether the file's folder says where a feature's tests live (`paths.tests`): the Domain's
    /// mocks and tests do; Data-layer tests often sit in a test target of their own.
    var votesForTestRoot: Bool { isTest && !isDataLayer }
}
