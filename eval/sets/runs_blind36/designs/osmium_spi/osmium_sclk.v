// osmium_sclk: SCLK generator for osmium_spi; toggles sclk every div+1 clk cycles while run is high.
module osmium_sclk (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       run,
    input  wire [3:0] div,
    output reg        sclk,
    output wire       rise,
    output wire       fall
);
    reg [3:0] cnt;
    wire      tick = run && (cnt == div);

    assign rise = tick && !sclk;
    assign fall = tick &&  sclk;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt  <= 4'd0;
            sclk <= 1'b0;
        end else if (!run) begin
            cnt  <= 4'd0;
            sclk <= 1'b0;
        end else if (tick) begin
            cnt  <= 4'd0;
            sclk <= ~sclk;
        end else begin
            cnt <= cnt + 1'b1;
        end
    end
endmodule
