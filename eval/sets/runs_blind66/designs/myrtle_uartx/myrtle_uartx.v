// myrtle_uartx: UART transmitter, 8N1, fixed baud divider (parameter CLKS_PER_BIT)
// ports: clk, rst, start, data[7:0] in; tx, busy out
module myrtle_uartx #(parameter CLKS_PER_BIT = 8) (
    input  wire       clk,
    input  wire       rst,
    input  wire       start,
    input  wire [7:0] data,
    output reg        tx,
    output wire       busy
);
    reg [3:0]  bitpos;
    reg [9:0]  shreg;
    reg [7:0]  baudcnt;
    reg        active;
    assign busy = active;
    always @(posedge clk) begin
        if (rst) begin
            tx <= 1'b1; active <= 1'b0; bitpos <= 4'd0; baudcnt <= 8'd0; shreg <= 10'h3ff;
        end else if (!active) begin
            tx <= 1'b1;
            if (start) begin
                shreg   <= {1'b1, data, 1'b0};
                active  <= 1'b1;
                bitpos  <= 4'd0;
                baudcnt <= 8'd0;
            end
        end else begin
            tx <= shreg[0];
            if (baudcnt == CLKS_PER_BIT - 1) begin
                baudcnt <= 8'd0;
                shreg   <= {1'b1, shreg[9:1]};
                if (bitpos == 4'd9) active <= 1'b0;
                else bitpos <= bitpos + 4'd1;
            end else begin
                baudcnt <= baudcnt + 8'd1;
            end
        end
    end
endmodule
