// tupelo_timer: watchdog timer. A prescaler (tupelo_prescaler, in tupelo_prescaler.v) produces
// ticks; a 16-bit down-counter is reloaded by a kick (write of the magic key 0x5A) and fires
// a one-cycle bark pulse then a sticky reset request if it reaches zero twice without a kick.
// Ports: clk, rst_n, presc[7:0], reload[15:0], kick_en, kick_key[7:0] -> bark, wdt_rst, remaining[15:0].
module tupelo_timer (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [7:0]  presc,
    input  wire [15:0] reload,
    input  wire        kick_en,
    input  wire [7:0]  kick_key,
    output reg         bark,
    output reg         wdt_rst,
    output wire [15:0] remaining
);
    localparam [7:0] KEY = 8'h5A;

    wire       tick;
    reg [15:0] cnt;
    reg        barked;

    tupelo_prescaler u_pre (.clk(clk), .rst_n(rst_n), .div(presc), .tick(tick));

    wire kick = kick_en && (kick_key == KEY);
    assign remaining = cnt;

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt     <= 16'hFFFF;
            bark    <= 1'b0;
            barked  <= 1'b0;
            wdt_rst <= 1'b0;
        end else begin
            bark <= 1'b0;
            if (kick) begin
                cnt    <= reload;
                barked <= 1'b0;
            end else if (tick) begin
                if (cnt == 16'd0) begin
                    cnt <= reload;
                    if (barked)
                        wdt_rst <= 1'b1;
                    else begin
                        bark   <= 1'b1;
                        barked <= 1'b1;
                    end
                end else begin
                    cnt <= cnt - 1'b1;
                end
            end
        end
    end
endmodule
