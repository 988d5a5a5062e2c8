// fennec_uarttx: UART transmitter, 8 data bits, one parity bit, one stop bit (8P1), LSB first
// Parameters: CLKS_PER_BIT (baud divider), ODD_PARITY (1 = odd parity, 0 = even parity).
// Ports: start/data begin a frame, busy is high while the frame is on txd.
module fennec_uarttx #(
    parameter CLKS_PER_BIT = 8,
    parameter ODD_PARITY   = 1
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] data,
    output reg        txd,
    output wire       busy
);
    reg [10:0] frame;      // stop, parity, d7..d0, start
    reg [3:0]  bits_left;
    reg [15:0] baud_cnt;

    wire parity = (^data) ^ ODD_PARITY[0];
    assign busy = (bits_left != 4'd0);

    always @(posedge clk) begin
        if (rst) begin
            txd <= 1'b1;
            frame <= 11'h7FF;
            bits_left <= 4'd0;
            baud_cnt <= 16'd0;
        end else if (!busy) begin
            txd <= 1'b1;
            if (start) begin
                frame <= {1'b1, parity, data, 1'b0};
                bits_left <= 4'd11;
                baud_cnt <= 16'd0;
            end
        end else begin
            txd <= frame[0];
            if (baud_cnt == CLKS_PER_BIT - 1) begin
                baud_cnt <= 16'd0;
                frame <= {1'b1, frame[10:1]};
                bits_left <= bits_left - 4'd1;
            end else begin
                baud_cnt <= baud_cnt + 16'd1;
            end
        end
    end
endmodule
