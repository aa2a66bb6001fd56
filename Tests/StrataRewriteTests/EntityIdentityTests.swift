import StrataModel
import StrataPropagation
import StrataRewrite
import Testing

/// `add entity`'s id: `--id`, or an `id:` written among the properties, never both disagreeing.
@Suite("add entity: the id")
struct EntityIdentityTests {
    private func properties(_ texts: String...) throws -> [PropertyRequest] {
        try texts.map { try PropertyRequest.parse($0) }
    }

    @Test("an `id:` property gives the id type and leaves the properties")
    func idPropertyNamesTheType() throws {
        let resolved = try EntityIdentity.resolve(try properties("id:Int", "title:String"), explicit: nil)
        #expect(resolved.idType == .int)
        #expect(resolved.properties.map(\.name) == ["title"])
    }

    @Test("without an `id:` property, `--id` or else UUID")
    func withoutIDProperty() throws {
        #expect(try EntityIdentity.resolve(try properties("title:String"), explicit: nil).idType == .uuid)
        #expect(try EntityIdentity.resolve(try properties("title:String"), explicit: .string).idType == .string)
    }

    @Test("`id:String` with `--id String` agrees")
    func agreeingExplicit() throws {
        #expect(try EntityIdentity.resolve(try properties("id:String"), explicit: .string).idType == .string)
    }

    @Test("`id:Int` with `--id UUID` is refused, naming both")
    func disagreeingExplicit() throws {
        #expect {
            _ = try EntityIdentity.resolve(try properties("id:Int"), explicit: .uuid)
        } throws: { error in
            (error as? StrataIssues)?.issues.first?.message == "`id:Int` and `--id UUID` name two id types"
        }
    }

    @Test("an optional id is refused")
    func optionalID() throws {
        #expect {
            _ = try EntityIdentity.resolve(try properties("id:String?"), explicit: nil)
        } throws: { error in
            (error as? StrataIssues)?.issues.first?.message == "`id:String?`: an entity's id cannot be optional"
        }
    }

    @Test("an id of another type is refused with the types it may be")
    func unsupportedIDType() throws {
        #expect {
            _ = try EntityIdentity.resolve(try properties("id:Double"), explicit: nil)
        } throws: { error in
            let issue = (error as? StrataIssues)?.issues.first
            return issue?.message == "`id:Double`: an entity's id is one of UUID, Int, String" && issue?.hint?.contains("--id") == true
        }
    }
}
