// oleander_uarttx: UART transmitter, 8 data bits LSB first, one parity bit, one stop bit (8E1).
// Parameter BAUD_DIV: clocks per bit (default 16). The spec asks for EVEN parity.
// Ports: clk, rst_n, send (start a frame when idle), data[7:0], txd (idle high), busy.
module oleander_uarttx #(
    parameter BAUD_DIV = 16
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       send,
    input  wire [7:0] data,
    output reg        txd,
    output reg        busy
);
    reg [10:0] frame;      // start, d0..d7, parity, stop (shifted out LSB first)
    reg [3:0]  nbits;
    reg [$clog2(BAUD_DIV)-1:0] baud;

    // parity bit: should make the number of ones (data + parity) even
    wire parity = ~^data;

    always @(posedge clk or negedge rst_n)
        if (!rst_n) begin
            frame <= 11'h7FF;
            nbits <= 4'd0;
            baud  <= 0;
            txd   <= 1'b1;
            busy  <= 1'b0;
        end else if (!busy) begin
            txd <= 1'b1;
            if (send) begin
                frame <= {1'b1, parity, data, 1'b0};
                nbits <= 4'd11;
                baud  <= 0;
                busy  <= 1'b1;
            end
        end else begin
            txd <= frame[0];
            if (baud == BAUD_DIV - 1) begin
                baud  <= 0;
                frame <= {1'b1, frame[10:1]};
                nbits <= nbits - 1'b1;
                if (nbits == 4'd1)
                    busy <= 1'b0;
            end else
                baud <= baud + 1'b1;
        end
endmodule
