// kangaroo_parts: building blocks of kangaroo_timer
module kangaroo_prescaler (
    input  wire       clk,
    input  wire       rst_n,
    input  wire       en,
    input  wire [7:0] psc,
    output reg        tick
);
    reg [7:0] cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt  <= 8'd0;
            tick <= 1'b0;
        end else if (!en) begin
            cnt  <= 8'd0;
            tick <= 1'b0;
        end else if (cnt == psc) begin
            cnt  <= 8'd0;
            tick <= 1'b1;
        end else begin
            cnt  <= cnt + 1'b1;
            tick <= 1'b0;
        end
    end
endmodule

module kangaroo_counter (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        tick,
    input  wire [15:0] reload,
    output reg  [15:0] count,
    output wire        wrap
);
    assign wrap = tick && (count == 16'hFFFF);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            count <= 16'd0;
        else if (wrap)
            count <= reload;
        else if (tick)
            count <= count + 1'b1;
    end
endmodule

module kangaroo_compare (
    input  wire        clk,
    input  wire        rst_n,
    input  wire [15:0] count,
    input  wire [15:0] cmp,
    input  wire        tick,
    output reg         match
);
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n)
            match <= 1'b0;
        else
            match <= tick && (count == cmp);
    end
endmodule
