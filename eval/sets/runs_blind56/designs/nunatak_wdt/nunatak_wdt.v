// nunatak_wdt: windowed watchdog timer.
// The CPU must kick (write the 0x5A/0xA5 key pair, checked in nunatak_kick)
// after the counter passes WIN_OPEN and before it reaches TIMEOUT. An early kick
// or a timeout asserts wdt_rst for RST_LEN clocks.
module nunatak_wdt #(
    parameter CW       = 16,
    parameter WIN_OPEN = 16'h1000,
    parameter TIMEOUT  = 16'hF000,
    parameter RST_LEN  = 8
) (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       wr_en,
    input  wire [7:0] wr_data,
    output reg        wdt_rst,
    output wire       window_open
);
    wire kick;
    reg [CW-1:0] cnt;
    reg [3:0]    rst_cnt;

    nunatak_kick u_kick (.clk(clk), .rst_n(rst_n), .wr_en(wr_en),
                         .wr_data(wr_data), .kick(kick));

    assign window_open = (cnt >= WIN_OPEN);

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt <= 0; wdt_rst <= 1'b0; rst_cnt <= 4'd0;
        end else if (wdt_rst) begin
            cnt <= 0;
            rst_cnt <= rst_cnt + 1'b1;
            if (rst_cnt == RST_LEN - 1) begin
                wdt_rst <= 1'b0; rst_cnt <= 4'd0;
            end
        end else if (kick) begin
            cnt <= 0;
            if (!window_open) wdt_rst <= 1'b1;   // kicked too early
        end else if (cnt == TIMEOUT) begin
            wdt_rst <= 1'b1;                     // starved
        end else begin
            cnt <= cnt + 1'b1;
        end
    end
endmodule
