import StrataModel
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

@Suite("add-property: property arguments")
struct PropertyRequestTests {
    @Test("name:Type, optionals, collections with colons, defaults with = inside")
    func parsesValidForms() throws {
        let optional = try PropertyRequest.parse("releaseDate:Date?")
        #expect(optional.name == "releaseDate" && optional.type == .optional(.named("Date")) && optional.defaultValue == nil)
        #expect(optional.initializerDefault == "nil")
        let dictionary = try PropertyRequest.parse("ratings:[String: Double]=[:]")
        #expect(dictionary.type == .dictionary(key: .named("String"), value: .named("Double")) && dictionary.defaultValue == "[:]")
        let text = try PropertyRequest.parse("motto:String=\"a=b\"")
        #expect(text.defaultValue == "\"a=b\"")
        let required = try PropertyRequest.parse("sku: String")
        #expect(required.type == .named("String") && required.initializerDefault == nil)
    }

    static let bad: [(input: String, message: String)] = [
        ("rating", "expected `name:Type`"),
        ("9lives:Int", "is not a Swift identifier"),
        ("class:String", "is a Swift keyword"),
        ("Rating:Double", "should start with a lower-case letter"),
        ("rating:[Double", "type `[Double`"),
        ("rating:Double=", "the default after `=` is empty"),
    ]

    @Test("each malformed argument is refused with what is wrong and a hint", arguments: bad.map(\.input))
    func refusesMalformed(_ input: String) {
        let expected = Self.bad.first { $0.input == input }!.message
        do {
            _ = try PropertyRequest.parse(input)
            Issue.record("`\(input)` was accepted")
        } catch {
            #expect(error.issues.count == 1)
            #expect(error.issues[0].message.contains(expected), "\(error.issues[0].message)")
            #expect(error.issues[0].hint != nil)
        }
    }
}
