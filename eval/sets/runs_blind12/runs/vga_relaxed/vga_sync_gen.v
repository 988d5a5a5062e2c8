// VGA 640x480@60 style sync generator: 800 x 525 totals, registered sync/blank outputs
module vga_sync_gen #(
    parameter H_VIS = 640, H_FP = 16, H_SYNC = 96, H_BP = 48,
    parameter V_VIS = 480, V_FP = 10, V_SYNC = 2,  V_BP = 33
) (
    input            clk,
    input            rst,
    input            en,          // pixel clock enable
    output reg       hsync,       // active low
    output reg       vsync,       // active low
    output reg       de,
    output reg [9:0] px,
    output reg [9:0] py,
    output reg       frame_start
);
    localparam H_TOT = H_VIS + H_FP + H_SYNC + H_BP;
    localparam V_TOT = V_VIS + V_FP + V_SYNC + V_BP;

    reg [9:0] hc, vc;

    always @(posedge clk) begin
        if (rst) begin
            hc <= 10'd0;
            vc <= 10'd0;
        end else if (en) begin
            if (hc == H_TOT - 1) begin
                hc <= 10'd0;
                vc <= (vc == V_TOT - 1) ? 10'd0 : vc + 10'd1;
            end else begin
                hc <= hc + 10'd1;
            end
        end
    end

    always @(posedge clk) begin
        if (rst) begin
            hsync       <= 1'b1;
            vsync       <= 1'b1;
            de          <= 1'b0;
            px          <= 10'd0;
            py          <= 10'd0;
            frame_start <= 1'b0;
        end else begin
            hsync       <= ~((hc >= H_VIS + H_FP) && (hc < H_VIS + H_FP + H_SYNC));
            vsync       <= ~((vc >= V_VIS + V_FP) && (vc < V_VIS + V_FP + V_SYNC));
            de          <= (hc < H_VIS) && (vc < V_VIS);
            px          <= (hc < H_VIS) ? hc : 10'd0;
            py          <= (vc < V_VIS) ? vc : 10'd0;
            frame_start <= en && (hc == 10'd0) && (vc == 10'd0);
        end
    end
endmodule
