// orca_uarttx: UART transmitter, 8N1, fixed divider CLKS_PER_BIT
// Ports: clk, rst, start, data[7:0], tx (serial out), busy
module orca_uarttx #(
    parameter CLKS_PER_BIT = 4
) (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] data,
    output reg        tx,
    output wire       busy
);
    reg [9:0] shreg;
    reg [3:0] nbits;
    reg [7:0] baud;
    assign busy = (nbits != 0);
    always @(posedge clk) begin
        if (rst) begin
            tx <= 1'b1; shreg <= 10'h3ff; nbits <= 0; baud <= 0;
        end else if (!busy) begin
            tx <= 1'b1;
            if (start) begin
                shreg <= {1'b1, data, 1'b0};
                nbits <= 4'd10;
                baud  <= 0;
            end
        end else begin
            tx <= shreg[0];
            if (baud == CLKS_PER_BIT - 1) begin
                baud  <= 0;
                shreg <= {1'b1, shreg[9:1]};
                nbits <= nbits - 1'b1;
            end else
                baud <= baud + 1'b1;
        end
    end
endmodule
