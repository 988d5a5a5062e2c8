// gibbon_uarttx: 8N1 UART transmitter with a parameterised baud divider.
// Ports: clk, rst_n (async low), start (pulse), data[7:0], tx (serial out), busy.
// Parameter CLKS_PER_BIT sets the number of clk cycles per bit (default 16).
module gibbon_uarttx #(
    parameter CLKS_PER_BIT = 16
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       start,
    input  wire [7:0] data,
    output reg        tx,
    output wire       busy
);
    localparam CW = $clog2(CLKS_PER_BIT);

    reg [CW-1:0] baud_cnt;
    reg [3:0]    bit_idx;
    reg [9:0]    shreg;
    reg          active;

    assign busy = active;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            baud_cnt <= 0;
            bit_idx  <= 4'd0;
            shreg    <= 10'h3ff;
            active   <= 1'b0;
            tx       <= 1'b1;
        end else if (!active) begin
            tx <= 1'b1;
            if (start) begin
                shreg    <= {1'b1, data, 1'b0};   // stop, data LSB first, start
                active   <= 1'b1;
                baud_cnt <= 0;
                bit_idx  <= 4'd0;
            end
        end else begin
            tx <= shreg[0];
            if (baud_cnt == CLKS_PER_BIT - 1) begin
                baud_cnt <= 0;
                shreg    <= {1'b1, shreg[9:1]};
                if (bit_idx == 4'd9)
                    active <= 1'b0;
                else
                    bit_idx <= bit_idx + 4'd1;
            end else begin
                baud_cnt <= baud_cnt + 1'b1;
            end
        end
    end
endmodule
