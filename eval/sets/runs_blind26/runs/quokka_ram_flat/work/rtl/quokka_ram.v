// 16-word by 8-bit synchronous scratch RAM with byte write enable, registered read port and a parity bit per word.
module quokka_ram (
    input  wire       clk,
    input  wire       we,
    input  wire [3:0] waddr,
    input  wire [7:0] wdata,
    input  wire [3:0] raddr,
    input  wire       re,
    output reg  [7:0] rdata,
    output reg        rparity_err
);
    reg [7:0] mem  [0:15];
    reg       par  [0:15];

    always @(posedge clk) begin
        if (we) begin
            mem[waddr] <= wdata;
            par[waddr] <= ^wdata;
        end
    end

    always @(posedge clk) begin
        if (re) begin
            rdata       <= mem[raddr];
            rparity_err <= (^mem[raddr]) != par[raddr];
        end
    end
endmodule

// small wrapper that adds a write-through bypass when reading the address being written
module quokka_bypass (
    input  wire       clk,
    input  wire       we,
    input  wire [3:0] waddr,
    input  wire [7:0] wdata,
    input  wire [3:0] raddr,
    output wire [7:0] q
);
    wire [7:0] ram_q;
    wire       perr;
    reg        hit_q;
    reg  [7:0] wdata_q;
    quokka_ram u_ram (.clk(clk), .we(we), .waddr(waddr), .wdata(wdata),
                      .raddr(raddr), .re(1'b1), .rdata(ram_q), .rparity_err(perr));
    always @(posedge clk) begin
        hit_q   <= we && (waddr == raddr);
        wdata_q <= wdata;
    end
    assign q = hit_q ? wdata_q : ram_q;
endmodule
