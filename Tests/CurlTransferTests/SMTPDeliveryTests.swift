import CurlTransfer
import Foundation
import ServerTestSupport
import Testing

/// Mail sent through libcurl to a real SMTP server on loopback (aiosmtpd, scripts/servers/smtp-test-server.py,
/// from .build/test-venv: `make test-deps` or scripts/setup/install-test-python.sh installs it).
@Suite(.serialized)
struct SMTPDeliveryTests {
    /// A running SMTP server: its port, and where it writes what it received.
    private final class Server {
        let received: URL
        private let server: ScriptedServer
        var url: String { "smtp://127.0.0.1:\(server.port)" }

        init(credentials: (String, String)? = nil) throws {
            received = try ScriptedServer.temporaryDirectory().appendingPathComponent("received.eml")
            let python = ScriptedServer.packageRoot.appendingPathComponent(".build/test-venv/bin/python")
            try #require(
                FileManager.default.isExecutableFile(atPath: python.path),
                "run scripts/setup/install-test-python.sh (make test-deps) first")
            server = try ScriptedServer(
                python,
                arguments: [
                    ScriptedServer.packageRoot.appendingPathComponent("scripts/servers/smtp-test-server.py").path,
                    received.path,
                ] + (credentials.map { [$0.0, $0.1] } ?? []))
        }

        func stop() throws {
            try server.stop()
        }
    }

    /// A line that starts with a dot (SMTP doubles it on the wire and the server undoes it), UTF-8,
    /// and CRLF line ends.
    private let message = SMTPMessage(
        sender: "shop@example.com", recipients: ["owner@example.com", "books@example.com"],
        bytes: Array(
            ("From: shop@example.com\r\nTo: owner@example.com\r\nSubject: November\r\n\r\n"
                + "딸기쥬스 12\r\n.\r\n..two dots\r\n.one dot\r\n").utf8))

    private func deliveryError(_ body: () throws(DeliveryError) -> Void) -> DeliveryError? {
        do {
            try body()
            return nil
        } catch {
            return error
        }
    }

    @Test func theServerReceivesTheBytesGivenAndTheEnvelope() throws {
        let server = try Server()
        try SMTPDelivery(url: server.url, environment: [:]).send(message)
        try server.stop()
        #expect(Array(try Data(contentsOf: server.received)) == message.bytes)
        let envelope = try String(contentsOf: URL(fileURLWithPath: server.received.path + ".envelope"), encoding: .utf8)
        #expect(envelope == "shop@example.com\nowner@example.com\nbooks@example.com\n")
    }

    @Test func theLoginComesFromTheEnvironmentAndAWrongOneIsRefused() throws {
        let server = try Server(credentials: ("shop", "s3cret"))
        defer { try? server.stop() }
        let wrong = ["JUICE_REPORT_SMTP_USER": "shop", "JUICE_REPORT_SMTP_PASSWORD": "wrong"]
        let error = deliveryError { () throws(DeliveryError) in
            try SMTPDelivery(url: server.url, environment: wrong).send(message)
        }
        #expect(error == .refused(server: server.url, reason: "Login denied (the server answered 535)"))
        #expect(!FileManager.default.fileExists(atPath: server.received.path), "nothing was accepted")
        let right = ["JUICE_REPORT_SMTP_USER": "shop", "JUICE_REPORT_SMTP_PASSWORD": "s3cret"]
        try SMTPDelivery(url: server.url, environment: right).send(message)
        #expect(Array(try Data(contentsOf: server.received)) == message.bytes)
    }

    @Test func aRefusedConnectionIsUnreachable() throws {
        let url = "smtp://127.0.0.1:\(try LoopbackPort.closed())"
        let error = deliveryError { () throws(DeliveryError) in
            try SMTPDelivery(url: url, environment: [:]).send(message)
        }
        #expect(error == .unreachable(server: url, reason: "Couldn't connect to server"))
        #expect(error?.description == "\(url): cannot reach the mail server: Couldn't connect to server")
    }

    @Test func onlySMTPAddressesAreTakenAndUserInformationIsLeftOut() throws {
        let error = deliveryError { () throws(DeliveryError) in _ = try SMTPDelivery(url: "http://mail.example.com") }
        #expect(
            error?.description
                == "--send takes smtp://HOST:PORT or smtps://HOST:PORT, got 'http://mail.example.com'")
        #expect(
            try SMTPDelivery(url: "smtps://shop:s3cret@mail.example.com:465").server
                == "smtps://mail.example.com:465")
    }
}
