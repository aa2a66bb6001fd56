import Data
import Domain
import Foundation
import Testing

@Suite("RemoteUserRepository")
struct RemoteUserRepositoryTests {
    let baseURL = URL(string: "https://api.northside-clinic.example/v2")!
    let client = MockNetworkClient()

    @Test func fetchesAUserFromItsPath() async throws {
        let user = User(id: "dr-lind", name: "Dr. Jonas Lind", email: "j.lind@northside.example", specialty: "Dermatology")
        client.responses[baseURL.appendingPathComponent("users/dr-lind")] = user
        let sut = RemoteUserRepository(networkClient: client, baseURL: baseURL)

        let fetched = try await sut.fetchUser(id: "dr-lind")

        #expect(fetched == user)
        #expect(client.requestedURLs == [baseURL.appendingPathComponent("users/dr-lind")])
    }

    @Test func deletesByID() async throws {
        let sut = RemoteUserRepository(networkClient: client, baseURL: baseURL)

        try await sut.delete(id: "dr-lind")

        #expect(client.deletedURLs == [baseURL.appendingPathComponent("users/dr-lind")])
    }

    @Test func passesNotFoundThrough() async {
        client.errorToThrow = RepositoryError.notFound
        let sut = RemoteUserRepository(networkClient: client, baseURL: baseURL)

        await #expect(throws: RepositoryError.notFound) {
            _ = try await sut.fetchUser(id: "dr-gone")
        }
    }
}
