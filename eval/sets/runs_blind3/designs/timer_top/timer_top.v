// timer_top: prescaled 12-bit timer with a compare match output.
// Kept hierarchical on purpose (prescaler + cmp_unit + top glue).
module prescaler #(parameter W = 4) (
    input  wire         clk,
    input  wire         rst_n,
    input  wire [W-1:0] div,
    output reg          tick
);
    reg [W-1:0] cnt;
    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            cnt  <= {W{1'b0}};
            tick <= 1'b0;
        end else if (cnt == div) begin
            cnt  <= {W{1'b0}};
            tick <= 1'b1;
        end else begin
            cnt  <= cnt + 1'b1;
            tick <= 1'b0;
        end
    end
endmodule

module cmp_unit (
    input  wire [11:0] value,
    input  wire [11:0] match,
    output wire        hit
);
    assign hit = (value == match);
endmodule

module timer_top (
    input  wire        clk,
    input  wire        rst_n,
    input  wire        en,
    input  wire [3:0]  div,
    input  wire [11:0] match,
    output reg  [11:0] count,
    output reg         irq
);
    wire tick;
    wire hit;

    prescaler #(.W(4)) u_pre (.clk(clk), .rst_n(rst_n), .div(div), .tick(tick));
    cmp_unit           u_cmp (.value(count), .match(match), .hit(hit));

    always @(posedge clk or negedge rst_n) begin
        if (!rst_n) begin
            count <= 12'd0;
            irq   <= 1'b0;
        end else begin
            irq <= en & tick & hit;
            if (en & tick)
                count <= hit ? 12'd0 : count + 12'd1;
        end
    end
endmodule
