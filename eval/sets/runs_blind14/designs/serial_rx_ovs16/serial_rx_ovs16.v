// serial_rx_ovs16: 8N1 asynchronous receiver with 16x oversampling.
// The rx input is double-registered, a start bit is qualified at the
// middle sample, each data bit is the majority of samples 7, 8 and 9,
// and a low stop bit flags a framing error. Baud = clk / (16 * DIV).
module serial_rx_ovs16 #(
    parameter DIV = 27
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       rx,
    output reg  [7:0] data,
    output reg        data_vld,
    output reg        frame_err,
    output reg        rx_active
);
    reg [1:0] rx_sync;
    reg [4:0] div_cnt;
    wire      os_tick = (div_cnt == DIV - 1);
    reg [3:0] smp;          // sample index within a bit
    reg [3:0] bitn;         // 0 start, 1..8 data, 9 stop
    reg [2:0] vote;
    reg [7:0] shreg;

    wire rxs = rx_sync[1];
    wire maj = (vote[0] & vote[1]) | (vote[0] & vote[2]) | (vote[1] & vote[2]);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            rx_sync <= 2'b11; div_cnt <= 5'd0; smp <= 4'd0; bitn <= 4'd0;
            vote <= 3'b111; shreg <= 8'd0; data <= 8'd0;
            data_vld <= 1'b0; frame_err <= 1'b0; rx_active <= 1'b0;
        end else begin
            rx_sync  <= {rx_sync[0], rx};
            data_vld <= 1'b0;
            div_cnt  <= os_tick ? 5'd0 : div_cnt + 5'd1;
            if (!rx_active) begin
                if (!rxs) begin
                    rx_active <= 1'b1; smp <= 4'd0; bitn <= 4'd0; div_cnt <= 5'd0;
                end
            end else if (os_tick) begin
                smp <= smp + 4'd1;
                if (smp >= 4'd7 && smp <= 4'd9)
                    vote <= {vote[1:0], rxs};
                if (smp == 4'd15) begin
                    bitn <= bitn + 4'd1;
                    if (bitn == 4'd0 && maj) begin
                        rx_active <= 1'b0;            // false start
                    end else if (bitn >= 4'd1 && bitn <= 4'd8) begin
                        shreg <= {maj, shreg[7:1]};
                    end else if (bitn == 4'd9) begin
                        rx_active <= 1'b0;
                        data      <= shreg;
                        data_vld  <= maj;
                        frame_err <= ~maj;
                    end
                end
            end
        end
    end
endmodule
